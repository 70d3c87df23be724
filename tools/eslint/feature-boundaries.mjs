import path from 'node:path';

/**
 * apps/web's feature folders (src/features/<feature>/) are closed: a feature never imports another feature,
 * and code outside the features (routes, the server entry) imports a feature only through its index
 * (`features/<feature>` or `features/<feature>/index`). Shared pieces live in src/lib and src/components.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "One web feature never reaches into another; others use a feature's index only." },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      otherFeature:
        "Feature '{{from}}' imports feature '{{to}}': features never import each other (move the shared piece to src/lib or src/components).",
      internals:
        "Import feature '{{to}}' through its index ('{{index}}'), not its internals ('{{source}}'); export what is needed from the index.",
    },
  },
  create(context) {
    const featuresDir = path.resolve(context.cwd, context.options[0]?.featuresDir ?? 'apps/web/src/features');
    const filename = path.resolve(context.filename);
    /** The feature a path lies in and the rest of the path inside it, or undefined outside the features. */
    const featureOf = (file) => {
      const relative = path.relative(featuresDir, file);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      const [feature, ...rest] = relative.split(path.sep);
      return rest.length === 0 ? undefined : { feature, inner: rest.join('/') };
    };
    const from = featureOf(filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      const relative = path.relative(featuresDir, target);
      if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '') return;
      const [to, ...inner] = relative.split(path.sep);
      if (from && from.feature === to) return;
      if (from) {
        context.report({ node: node.source, messageId: 'otherFeature', data: { from: from.feature, to } });
        return;
      }
      const rest = inner.join('/');
      if (rest === '' || rest === 'index') return;
      const index = source.slice(0, source.length - rest.length - 1);
      context.report({ node: node.source, messageId: 'internals', data: { to, source, index } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
