/** Loaders of each language's catalog parts, by "language/part": see scripts/build/compiledCatalogs.ts. */
declare module 'virtual:catalog-loaders' {
  const loaders: Readonly<Record<string, () => Promise<{ readonly default: import('@lingui/core').Messages }>>>;
  export default loaders;
}
