// Module resolve hook for drizzleKit.mjs: a bare specifier that fails from its importer is retried from api/.
let apiParentURL;

export function initialize(data) {
  apiParentURL = data.parentURL;
}

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) throw error;
    return nextResolve(specifier, { ...context, parentURL: apiParentURL });
  }
}
