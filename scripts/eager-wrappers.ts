/**
 * React and React DOM ship as CommonJS only, so the bundler wraps each of them in a function that runs
 * on first `require`: `__commonJSMin((exports, module) => { …the whole library… })`. The wrapper is an
 * arrow function in parentheses, which V8's "possibly invoked function expression" heuristic is meant
 * to compile eagerly, on the streaming thread while the file downloads. Measured in Chromium 156, it
 * is not: React DOM's ~200 KB wrapper is parsed again on the main thread when the page first evaluates
 * it. Written as a parenthesised `function` expression, the same wrapper is compiled in the background:
 * evaluating the entry chunk then takes a median 13–17 ms instead of 22–28 ms on the build machine
 * (about 4× that on a mid-range phone), the longest single task of a page's hydration (docs/decisions/008).
 *
 * The rewrite runs on each rendered client chunk (Vite's `renderChunk`, so the file's hash covers it; the
 * minifier after it keeps the `function`) and only touches a wrapper whose body uses neither `this`,
 * `arguments` nor `new.target`, where the two forms mean the same.
 */
import { parse } from "acorn";
import MagicString from "magic-string";

/** Wrappers smaller than this cost little to compile on demand; rewriting them gains nothing. */
export const EAGER_WRAPPER_MIN_CHARS = 2000;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** Whether `this`, `arguments` or `new.target` of the arrow's own scope appear in its body. */
function usesOwnBindings(node: Node): boolean {
  if (node.type === "ThisExpression" || node.type === "MetaProperty") return true;
  if (node.type === "Identifier" && node.name === "arguments") return true;
  // A nested ordinary function has bindings of its own; a nested arrow shares the wrapper's.
  if (node.type === "FunctionExpression" || node.type === "FunctionDeclaration") return false;
  return children(node).some(usesOwnBindings);
}

/**
 * `f((e, t) => { … })` becomes `f((function(e, t) { … }))` for every large, parenthesised, block-bodied
 * arrow passed as a call's only argument. Returns the code unchanged when there is none.
 */
export function eagerWrappers(code: string, minChars = EAGER_WRAPPER_MIN_CHARS): string {
  const ast = parse(code, { ecmaVersion: "latest", sourceType: "module", preserveParens: true });
  const output = new MagicString(code);
  const visit = (node: Node): void => {
    const [argument] = (node.arguments as Node[] | undefined) ?? [];
    const arrow = argument?.type === "ParenthesizedExpression" ? (argument.expression as Node) : undefined;
    if (
      node.type === "CallExpression" &&
      (node.arguments as Node[]).length === 1 &&
      arrow?.type === "ArrowFunctionExpression" &&
      !arrow.async &&
      (arrow.body as Node).type === "BlockStatement" &&
      arrow.end - arrow.start >= minChars &&
      !usesOwnBindings(arrow.body as Node)
    ) {
      const params = (arrow.params as Node[]).map((param) => code.slice(param.start, param.end)).join(",");
      output.overwrite(arrow.start, (arrow.body as Node).start, `function(${params})`);
    }
    children(node).forEach(visit);
  };
  visit(ast as unknown as Node);
  return output.toString();
}
