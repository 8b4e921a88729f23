/** The id of the running build, defined by scripts/vite-plugin-build-id.ts (`dev` outside builds). */
declare const __BUILD_ID__: string;
