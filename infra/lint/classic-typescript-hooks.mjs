// Module resolution hooks for infra/lint/classic-typescript.mjs (they run on Node's loader thread).
const LINTERS = /[\\/]node_modules[\\/](?:typescript-eslint|@typescript-eslint[\\/][^\\/]+|ts-api-utils|dependency-cruiser)[\\/]/;
let classicDir;

export function initialize(data) {
  classicDir = data.classicDir;
}

export function resolve(specifier, context, next) {
  if ((specifier === "typescript" || specifier.startsWith("typescript/")) && context.parentURL && LINTERS.test(context.parentURL)) {
    const subpath = specifier.slice("typescript".length);
    return next(subpath ? classicDir + subpath : classicDir + "/lib/typescript.js", context);
  }
  return next(specifier, context);
}
