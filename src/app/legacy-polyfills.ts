// core-js, feature by feature, for the browsers of the support policy that lack these built-ins;
// loaded only there (./polyfills.ts). tests/build/check-browser-support.mjs reads this list.
import 'core-js/modules/es.array.at.js';
import 'core-js/modules/es.string.at-alternative.js';
import 'core-js/modules/es.typed-array.at.js';
import 'core-js/modules/es.object.has-own.js';
import 'core-js/modules/es.array.find-last.js';
import 'core-js/modules/es.typed-array.find-last.js';
