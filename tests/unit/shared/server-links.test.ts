import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorNotifier } from '@/api/request';
import { getInvoiceHistory } from '@/api/services/profile';
import { generateUrlLink, getEnumerateInfo } from '@/api/services/public';
import { clientErrors, type ClientErrorReport } from '@/shared/events/client-errors';
import { serverLink } from '@/shared/server-links';
import { InvoiceState } from '@/shared/enums';
import { installMswServer, server, url } from '../api/msw';

installMswServer();

let stop: (() => void) | undefined;
function reported(): ClientErrorReport[] {
  const seen: ClientErrorReport[] = [];
  stop = clientErrors.on((report) => seen.push(report));
  return seen;
}
afterEach(() => stop?.());

describe('serverLink: links from the server, over https on the hosts the build allows', () => {
  it.each([
    'https://download.example-retouch.cn/desktop/CheeseRetouch-3.8.2.dmg',
    'https://fapiao.example-retouch.cn/download/500101.pdf',
    'https://example-retouch.cn/files/a.pdf',
    'https://wxaurl.cn/abc123',
    'https://apps.apple.com/cn/app/id1612345678?pt=free',
    'HTTPS://Download.Example-Retouch.cn/a.apk',
  ])('%s is shown', (link) => {
    const seen = reported();
    expect(serverLink(link, '/v1/x')).toBe(new URL(link).href);
    expect(seen).toEqual([]);
  });

  it.each([
    ['plain http', 'http://download.example-retouch.cn/a.apk'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another host', 'https://evil.example/invoice.pdf'],
    ['a look-alike host', 'https://download.example-retouch.cn.evil.example/a.apk'],
    ['user info in front of another host', 'https://example-retouch.cn@evil.example/a'],
    ['another port', 'https://download.example-retouch.cn:8443/a.apk'],
    ['a relative path', '/download/a.pdf'],
    ['not a string', 42],
  ])('%s is not shown, and is reported', (_why, link) => {
    const seen = reported();
    expect(serverLink(link, '/v1/api/invoice/history')).toBeUndefined();
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'link', endpoint: '/v1/api/invoice/history' }),
    ]);
  });

  it('no link at all is not an error', () => {
    const seen = reported();
    expect(serverLink(undefined, '/v1/x')).toBeUndefined();
    expect(serverLink('', '/v1/x')).toBeUndefined();
    expect(seen).toEqual([]);
  });
});

describe('the calls that carry links', () => {
  it('an issued invoice keeps its file only where the link is allowed', async () => {
    server.use(
      http.get(url('/v1/api/invoice/history', 'pay'), () =>
        HttpResponse.json({
          code: 0,
          data: {
            list: [
              {
                invoice_id: 1,
                title: 'A',
                amount: 100,
                state: InvoiceState.Issued,
                created_at: 1,
                download_url: 'https://fapiao.example-retouch.cn/1.pdf',
              },
              {
                invoice_id: 2,
                title: 'B',
                amount: 100,
                state: InvoiceState.Issued,
                created_at: 1,
                download_url: 'javascript:alert(1)',
              },
            ],
            total: 2,
          },
        }),
      ),
    );
    const page = await getInvoiceHistory({ page: 1, page_size: 10 });
    expect(page.list.map((i) => i.download_url)).toEqual([
      'https://fapiao.example-retouch.cn/1.pdf',
      undefined,
    ]);
    expect(page.total).toBe(2);
  });

  it('a download whose link is refused is left out, the others stay', async () => {
    server.use(
      http.get(url('/v1/enumerate/info'), () =>
        HttpResponse.json({
          code: 0,
          data: {
            list: [
              {
                app_type: 1,
                version: '3.8.2',
                url: 'https://download.example-retouch.cn/a.exe',
                size: 1,
                updated_at: 1,
              },
              {
                app_type: 2,
                version: '3.8.2',
                url: 'https://evil.example/a.dmg',
                size: 1,
                updated_at: 1,
              },
            ],
          },
        }),
      ),
    );
    const info = await getEnumerateInfo();
    expect(info.list.map((e) => e.url)).toEqual(['https://download.example-retouch.cn/a.exe']);
  });

  it('a mini-program link that is refused fails the call with the parse message, toasted', async () => {
    const notices = vi.fn();
    setErrorNotifier(notices);
    server.use(
      http.post(url('/v1/public/minip/generate_urllink'), () =>
        HttpResponse.json({ code: 0, data: { url_link: 'https://wxaurl.cn.evil.example/x' } }),
      ),
    );
    await expect(generateUrlLink()).rejects.toMatchObject({ name: 'ApiError', kind: 'parse' });
    expect(notices).toHaveBeenCalledWith(
      expect.objectContaining({ message: '服务器返回的数据格式有误，请稍后重试' }),
    );
  });
});
