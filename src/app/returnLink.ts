/**
 * The addresses the site is entered by from outside with something to finish: a mailed reset link
 * (#reset=<token>) or a provider's return (#social=<code>). Its own small module, so the shell can
 * test for one without loading what finishes it (./ReturnLinks).
 */
export const returnLink = /^#(reset|social)=([A-Za-z0-9_-]{20,128})$/;
