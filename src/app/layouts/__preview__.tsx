/* TEMPORARY visual harness — delete before finishing. */
import '@/styles/global.css';
import '@/i18n';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { DefaultLayout, NoFooterLayout, WorkbenchLayout } from '@/app/layouts';
import { NotFoundScreen } from '@/app/errors/not-found-screen';
import { ServerErrorScreen } from '@/app/errors/server-error-screen';
import { RouteErrorBoundary } from '@/app/errors/route-error-boundary';
import { Button, EmptyState, LinkButton, Spinner, UserIcon, CheckIcon, EyeIcon, EyeOffIcon, ChevronIcon, MenuIcon, CloseIcon, Logo } from '@/shared/ui';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { Toaster, notify } from '@/shared/ui/toaster';

function Content({ title }: { title: string }) {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px', width: '100%' }}>
      <h1 style={{ fontSize: 32 }}>{title}</h1>
      <p style={{ color: 'var(--color-text-secondary)', marginTop: 12 }}>AI 一键精修，旅拍婚纱到大会直播都交给它。12000 px 超清输出。</p>
      <div style={{ height: 400, marginTop: 32, borderRadius: 12, background: 'linear-gradient(135deg,#FFF3E8,#FFE2C9)' }} />
    </div>
  );
}

function Hero() {
  return (
    <div style={{ background: '#14161A', color: '#fff', padding: '96px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 44 }}>AI 一键精修</h1>
      <p style={{ opacity: 0.72, marginTop: 16 }}>旅拍婚纱到大会直播都交给它</p>
    </div>
  );
}

function Kit() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.has('dialog'));
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!params.has('toast')) return;
    notify('网络请求超时，请确保网络正常后重新发送', 'error');
    notify('网络请求超时，请确保网络正常后重新发送', 'error');
    notify('网络请求超时，请确保网络正常后重新发送', 'error');
    notify('支付成功，套餐已到账', 'success');
  }, [params]);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px', display: 'grid', gap: 24 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm">小按钮</Button>
        <Button>立即购买</Button>
        <Button size="lg">立即支付</Button>
        <Button variant="secondary">了解更多</Button>
        <Button variant="text">查看详情</Button>
        <Button disabled>已售罄</Button>
        <Button loading={loading} onClick={() => setLoading(true)}>提交订单</Button>
        <Button loading variant="secondary">加载中</Button>
        <LinkButton to="/download" variant="secondary" icon={<ChevronIcon direction="right" size={16} />}>下载客户端</LinkButton>
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <MenuIcon /><CloseIcon /><UserIcon /><ChevronIcon /><CheckIcon /><EyeIcon /><EyeOffIcon /><Spinner label="加载中" />
        <Logo size="lg" /><Logo markOnly size="lg" />
        <span style={{ background: '#14161A', padding: 8 }}><Logo theme="dark" /></span>
      </div>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button onClick={() => setOpen(true)}>打开对话框</Button>
        <Button variant="secondary" onClick={() => notify('网络请求超时，请确保网络正常后重新发送', 'error')}>错误提示</Button>
        <Button variant="secondary" onClick={() => notify('已复制链接', 'success')}>成功提示</Button>
      </div>
      <div style={{ border: '1px solid var(--color-line)', borderRadius: 12 }}>
        <EmptyState message="还没有订单，去挑一个适合你的套餐吧。" action={<LinkButton to="/payment">查看会员套餐</LinkButton>} />
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="请阅读并同意"
        description="登录前请阅读以下协议。"
        footer={
          <>
            <DialogClose asChild><Button variant="secondary">取消</Button></DialogClose>
            <Button>同意并继续</Button>
          </>
        }
      >
        <p>《用户使用协议》《隐私协议》</p>
      </Dialog>
      <Toaster />
    </div>
  );
}

function Avatar() {
  return (
    <button type="button" aria-label="用户菜单" style={{ width: 36, height: 36, borderRadius: 999, border: 0, background: '#FFE2C9', color: '#C2410C', display: 'grid', placeItems: 'center' }}>
      <UserIcon />
    </button>
  );
}

const router = createMemoryRouter([
  { path: '/', element: <NoFooterLayout />, children: [{ index: true, element: <Hero />, handle: { navTheme: 'dark' } }] },
  {
    element: <DefaultLayout />,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { path: '/download', element: <Content title="下载芝士云修图" /> },
      { path: '/kit', element: <Kit /> },
      { path: '/help', element: <Content title="帮助中心" />, handle: { navTheme: 'dark' } },
      { path: '/nf', element: <NotFoundScreen /> },
      { path: '/boom', loader: () => { throw Object.assign(new Error('网络请求超时，请确保网络正常后重新发送'), { kind: 'network' }); }, element: <p /> },
    ],
  },
  { element: <DefaultLayout account={<Avatar />} />, children: [{ path: '/guide', element: <Content title="使用教程" /> }] },
  { element: <WorkbenchLayout account={<Avatar />} />, children: [{ path: '/workbench', element: <div style={{ padding: 24 }}>子应用区域</div> }] },
  { path: '/404', element: <NotFoundScreen /> },
  { path: '/500', element: <ServerErrorScreen message="未知错误" /> },
], { initialEntries: [new URLSearchParams(window.location.search).get('p') ?? '/'] });

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
