/** `path` with the named mock preset in its query (`?mock=NAME`, mocks/README.md "URL"). */
export function withScenario(path: string, name: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}mock=${encodeURIComponent(name)}`;
}
