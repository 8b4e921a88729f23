/** The part of sa-sdk-javascript 1.27.11's API this app uses (its own d.ts names no ESM entry). */
declare module 'sa-sdk-javascript/dist/web/sensorsdata.es6.js' {
  interface Sensors {
    init(options: object): void;
    use(plugin: string, options?: object): unknown;
    track(event: string, properties?: object, callback?: () => void): void;
    registerPage(properties: object): void;
    clearPageRegister(keys: string[]): void;
    quick(name: 'autoTrack', properties?: object): void;
    quick(name: 'getAnonymousID'): string;
    login(id: string, callback?: () => void): void;
    logout(isChangeId?: boolean): void;
    resetAnonymousIdentity(id?: string): void;
    getPresetProperties(): Record<string, unknown>;
  }
  const sensors: Sensors;
  export default sensors;
}
