export const WORKBENCH_PREFIX = '/workbench';
