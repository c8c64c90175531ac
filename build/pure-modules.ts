/**
 * Packages that do nothing when imported but do not say so in their package.json. refine's antd
 * bundle imports a Markdown renderer and refine's core imports a CSV parser at the top of one
 * file; we use neither, and marking them pure lets the build drop them from every screen.
 * refine's devtools import `error-stack-parser` (a UMD module) for traces made only in development.
 */
export const pureModules =
  /\/node_modules\/(papaparse|react-markdown|remark-[a-z-]+|micromark[a-z-]*|mdast-[a-z-]+|hast-[a-z-]+|unist-[a-z-]+|unified|property-information|error-stack-parser|stackframe)\//;

/** Whether the build may drop `id` when nothing of it is used (undefined: as its package says). */
export const moduleSideEffects = (id: string) => (pureModules.test(id) ? false : undefined);
