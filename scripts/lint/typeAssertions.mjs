// Counts the type assertions the compiler takes on trust (`x as T`, not `as const`) and the non-null
// assertions (`x!`) in the app's own code, and fails past the ceilings below: each one is a place
// the type checker stops checking, so their number only goes down.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';

const ROOT = join(import.meta.dirname, '../..');
// At most 40 was the goal; the ceiling follows the count down as assertions are replaced by checks.
const CEILINGS = { as: 37, nonNullInUi: 0 };

const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return sources(path);
    return /\.tsx?$/.test(item.name) && !item.name.endsWith('.d.ts') ? [path] : [];
  });

/** Every node of an ESTree tree, depth first. */
function* nodes(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item);
    return;
  }
  if (typeof node.type === 'string') yield node;
  for (const [key, value] of Object.entries(node))
    if (key !== 'parent' && value && typeof value === 'object') yield* nodes(value);
}

const isAsConst = (node) =>
  node.typeAnnotation?.type === 'TSTypeReference' && node.typeAnnotation.typeName?.name === 'const';

const found = { as: [], nonNullInUi: [] };
for (const file of [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'scripts'))]) {
  const code = readFileSync(file, 'utf8');
  const ast = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  const where = (node) => `${relative(ROOT, file)}:${code.slice(0, node.start).split('\n').length}`;
  for (const node of nodes(ast)) {
    if (node.type === 'TSAsExpression' && !isAsConst(node)) found.as.push(where(node));
    if (node.type === 'TSNonNullExpression' && relative(ROOT, file).startsWith('src/ui'))
      found.nonNullInUi.push(where(node));
  }
}

let failed = false;
for (const [kind, places] of Object.entries(found)) {
  const over = places.length > CEILINGS[kind];
  failed ||= over;
  console.log(
    `${kind === 'as' ? 'type assertions (as)' : 'non-null assertions in src/ui'}: ${places.length} (at most ${CEILINGS[kind]})`,
  );
  if (over || process.argv.includes('--list')) for (const place of places) console.log(`  ${place}`);
}
process.exit(failed ? 1 : 0);
