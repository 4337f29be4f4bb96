/** File = key: renderers/<slot folder>/<key>.tsx. */
export const rendererKeyOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
