/**
 * The check behind `zod-form-guard.test.ts`: every Mantine `useForm(` of the app validates with a
 * request schema of the domain (the one the API parses) through `zodValidate` (lib/zod-form.ts), not
 * with rules of its own. Plain text analysis of the sources, enough for the way the forms are written:
 * the `useForm` options hold a `validate:` key, and the validator it names is a `zodValidate` call on a
 * schema imported from `@souk/domain/…` (directly, or through a local constant or function that only
 * picks among such schemas), in the file or in the app module it imports the validator from.
 */

/** A schema's name as the domain exports them: `loginSchema`, `sponsorAddBody`, `ecrituresQuery`. */
const SCHEMA_NAME = /(?:Schema|Body|Query)$/;

/** The source from an opening bracket to its matching closing one (strings and comments ignored). */
function balanced(source: string, open: number): string {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = source.indexOf(c, i + 1);
      i = end < 0 ? source.length : end;
    } else if (c in pairs) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return source.slice(open, i + 1);
    }
  }
  return source.slice(open);
}

/** The names a file imports, by module. */
function imports(source: string): { names: string[]; from: string }[] {
  return [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)].map((m) => ({
    names: m[1]
      .split(',')
      .map((n) => n.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean),
    from: m[2],
  }));
}

function domainSchemas(source: string): Set<string> {
  return new Set(
    imports(source)
      .filter((i) => i.from.startsWith('@souk/domain/'))
      .flatMap((i) => i.names)
      .filter((n) => SCHEMA_NAME.test(n)),
  );
}

/** The text defining a local `const name` or `function name`, up to its end. */
function localDefinition(source: string, name: string): string | null {
  const match = new RegExp(`(?:const|function)\\s+${name}\\b`).exec(source);
  if (!match) return null;
  const rest = source.slice(match.index);
  const ends = ['\n}\n', '\n};\n', ';\n'].map((end) => rest.indexOf(end)).filter((i) => i >= 0);
  return rest.slice(0, ends.length > 0 ? Math.min(...ends) : 400);
}

const mentions = (text: string, names: Set<string>) =>
  [...names].some((n) => new RegExp(`\\b${n}\\b`).test(text));
/** A schema built here rather than the domain's. */
const buildsSchema = (text: string) =>
  /\bz\s*\.\s*(?:object|string|number|array)\(|\.refine\(|\.extend\(/.test(text);

/** Whether every `zodValidate(` of a file runs on a domain schema (and there is at least one). */
function validatesWithDomain(source: string): boolean {
  const schemas = domainSchemas(source);
  const calls = [...source.matchAll(/\bzodValidate\s*(?:<[^(]*>)?\s*\(/g)];
  if (calls.length === 0) return false;
  return calls.every((call) => {
    const args = balanced(source, (call.index ?? 0) + call[0].length - 1).slice(1);
    const first = /^\s*([A-Za-z_$][\w$]*)/.exec(args)?.[1];
    if (first && schemas.has(first)) return true;
    const head = args.split(/,\s*(?:labels|undefined|\(\)|\(values)/)[0];
    if (mentions(head, schemas)) return true;
    if (!first) return false;
    const definition = localDefinition(source, first);
    return definition !== null && mentions(definition, schemas) && !buildsSchema(definition);
  });
}

/**
 * Why a file's forms do not validate with a domain schema, one line per `useForm(` call; empty when
 * they all do. `sources` maps the app's files ('/src/…/file.ts') to their text, to follow a validator
 * imported from another module of the app (`@/…`).
 */
export function unguardedForms(file: string, sources: Readonly<Record<string, string>>): string[] {
  const source = sources[file] ?? '';
  const problems: string[] = [];
  for (const call of source.matchAll(/\buseForm\s*(?:<[^(]*>)?\s*\(/g)) {
    const options = balanced(source, (call.index ?? 0) + call[0].length - 1);
    const line = source.slice(0, call.index).split('\n').length;
    // `validate: …`, or the shorthand `validate,` for a function of that name.
    const property = /\bvalidate\s*(:\s*)?([\s\S]*)/.exec(options);
    const validate =
      property && (property[1] ? property[2] : /^[,}\n]/.test(property[2]) ? 'validate,' : undefined);
    if (!validate) {
      problems.push(`${file}:${line}: useForm without a validate function`);
      continue;
    }
    if (validatesWithDomain(source)) continue;
    // The validator may come from another module of the app (the article form's model).
    const name = /^\s*([A-Za-z_$][\w$]*)\s*[,}\n]/.exec(validate)?.[1];
    const origin = name && imports(source).find((i) => i.names.includes(name) && i.from.startsWith('@/'));
    const other = origin ? sources[`/src/${origin.from.slice(2)}.ts`] : undefined;
    if (other !== undefined && validatesWithDomain(other)) continue;
    problems.push(`${file}:${line}: useForm whose validate is not zodValidate on a domain schema`);
  }
  return problems;
}
