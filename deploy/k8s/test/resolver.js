/**
 * kubernetes-models 5 and its helpers are ESM packages that export only the `import` condition:
 * resolve them (and what they import) with it; swc turns them into CommonJS.
 */
const esm = /^(kubernetes-models|@kubernetes-models\/|is-cidr|cidr-regex|ip-regex)/;
const esmDir = /node_modules[\\/](kubernetes-models|@kubernetes-models|is-cidr|cidr-regex|ip-regex)[\\/]/;

module.exports = (request, options) => {
  if (!esm.test(request) && !esmDir.test(options.basedir)) return options.defaultResolver(request, options);
  const conditions = [...(options.conditions ?? ['require', 'default']), 'import'];
  return options.defaultResolver(request, { ...options, conditions });
};
