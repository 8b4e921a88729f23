import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isWorkbenchPath, WB_CONTAINER_SELECTOR, type WbFailure, type WbStatus } from './lifecycle';
import { activateWbApp, type ActivateOptions, type WbActivation } from './micro-app';

export interface WorkbenchAppState {
  status: WbStatus;
  failure?: WbFailure | undefined;
}

export interface UseWorkbenchAppOptions {
  entry: string;
  /** The workbench path prefix (`/workbench`). */
  prefix: string;
  /** Test seam: qiankun loader. */
  loadQiankun?: ActivateOptions['loadQiankun'];
  /** After a mounted sub-app has unmounted (the visitor left the workbench). */
  onUnmounted?: () => void;
}

/** The lifecycle is mirrored on the container so the shell's CSS (and QA) can follow it. */
function markContainer(status: WbStatus): void {
  document.querySelector<HTMLElement>(WB_CONTAINER_SELECTOR)?.setAttribute('data-wb-state', status);
}

/**
 * Mounts wbApp once per activation: when this component mounts on a path under the prefix. The
 * route is a splat (`workbench/*`), so moving inside the workbench keeps this component, and the
 * new location is handed to the sub-app through `update`; leaving the route unmounts it.
 */
export function useWorkbenchApp({
  entry,
  prefix,
  loadQiankun,
  onUnmounted,
}: UseWorkbenchAppOptions): WorkbenchAppState {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<WorkbenchAppState>({ status: 'idle' });
  const activation = useRef<WbActivation | undefined>(undefined);
  const latest = useRef({ pathname, navigate, onUnmounted });
  const active = isWorkbenchPath(pathname, prefix);

  useEffect(() => {
    latest.current = { pathname, navigate, onUnmounted };
  });

  useEffect(() => {
    if (!active) return undefined;
    let lastStatus: WbStatus = 'idle';
    const current = activateWbApp({
      entry,
      ...(loadQiankun ? { loadQiankun } : {}),
      props: {
        basePath: prefix,
        pathname: latest.current.pathname,
        navigate: (to) => void latest.current.navigate(to),
      },
      onStatus: (status, failure) => {
        markContainer(status);
        if (status === 'unmounted' && lastStatus === 'mounted') latest.current.onUnmounted?.();
        lastStatus = status;
        setState({ status, failure });
      },
    });
    activation.current = current;
    return () => {
      if (activation.current === current) activation.current = undefined;
      void current.deactivate();
    };
  }, [active, entry, prefix, loadQiankun]);

  useEffect(() => {
    activation.current?.update({
      basePath: prefix,
      pathname,
      navigate: (to) => void latest.current.navigate(to),
    });
  }, [pathname, prefix]);

  return state;
}
