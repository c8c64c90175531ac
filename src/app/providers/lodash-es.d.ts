// lodash-es has no types of its own; es-toolkit's lodash-compatible functions carry lodash's.
// Only lodash-swap.test.ts imports lodash, to hold es-toolkit's functions to it.
declare module 'lodash-es/chunk.js' {
  export { default } from 'es-toolkit/compat/chunk';
}
declare module 'lodash-es/debounce.js' {
  export { default } from 'es-toolkit/compat/debounce';
}
declare module 'lodash-es/differenceWith.js' {
  export { default } from 'es-toolkit/compat/differenceWith';
}
declare module 'lodash-es/fromPairs.js' {
  export { default } from 'es-toolkit/compat/fromPairs';
}
declare module 'lodash-es/get.js' {
  export { default } from 'es-toolkit/compat/get';
}
declare module 'lodash-es/isEqual.js' {
  export { default } from 'es-toolkit/compat/isEqual';
}
declare module 'lodash-es/unionWith.js' {
  export { default } from 'es-toolkit/compat/unionWith';
}
declare module 'lodash-es/uniqBy.js' {
  export { default } from 'es-toolkit/compat/uniqBy';
}
declare module 'lodash-es/zip.js' {
  export { default } from 'es-toolkit/compat/zip';
}
