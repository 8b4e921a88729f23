import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JS_SDK_POLICY, JS_SDK_URL } from '@/features/content/wechat/js-sdk';
import {
  cspSourcesFromEnv,
  renderNginxCspInclude,
} from '../../../scripts/vite-plugin-nginx-csp.ts';

const read = (file: string) => readFileSync(file, 'utf8'); // from the repository's root

describe('the CSP include: the violation report endpoint', () => {
  it('names none by default: both values empty', () => {
    const include = renderNginxCspInclude(cspSourcesFromEnv({}), []);
    expect(include).toContain('set $csp_report "";');
    expect(include).toContain('set $csp_reporting_endpoints "";');
  });

  it('VITE_CSP_REPORT_URL goes into report-uri, report-to and Reporting-Endpoints', () => {
    const url = 'https://csp.example-retouch.cn/report?site=www';
    const include = renderNginxCspInclude(cspSourcesFromEnv({ VITE_CSP_REPORT_URL: url }), []);
    expect(include).toContain(`set $csp_report "; report-uri ${url}; report-to csp";`);
    expect(include).toContain(`set $csp_reporting_endpoints 'csp="${url}"';`);
  });

  it.each([
    ['plain http off loopback', 'http://csp.example-retouch.cn/r'],
    ['not a URL', 'csp-reports'],
    ['a quote nginx would end the value at', 'https://csp.example-retouch.cn/r"x'],
    ['a semicolon that would start a directive', 'https://csp.example-retouch.cn/r;script-src *'],
    ['a variable nginx would expand', 'https://csp.example-retouch.cn/$host'],
  ])('refuses %s', (_why, value) => {
    expect(() => cspSourcesFromEnv({ VITE_CSP_REPORT_URL: value })).toThrow(/VITE_CSP_REPORT_URL/);
  });

  it('takes an http endpoint on loopback (a test collector)', () => {
    expect(cspSourcesFromEnv({ VITE_CSP_REPORT_URL: 'http://127.0.0.1:9/csp' }).report).toBe(
      'http://127.0.0.1:9/csp',
    );
  });
});

describe('the headers name what the code loads', () => {
  it("script-src allows WeChat's JS-SDK by the loader's own URL, and no other WeChat path", () => {
    const headers = read('nginx/security-headers.conf');
    const policy = /add_header Content-Security-Policy "([^"]*)"/.exec(headers)?.[1] ?? '';
    const scriptSrc = /script-src ([^;]*);/.exec(policy)?.[1] ?? '';
    expect(scriptSrc.split(/[\s$]/)).toContain(JS_SDK_URL);
    expect(scriptSrc).not.toMatch(/https:\/\/res\.wx\.qq\.com(?:\/?\s|\/?$|\/?\$)/);
  });

  it("Trusted Types name the loader's policy, and nothing else may make one", () => {
    expect(read('nginx/csp-routes.conf')).toContain(
      `"; require-trusted-types-for 'script'; trusted-types ${JS_SDK_POLICY}"`,
    );
  });
});
