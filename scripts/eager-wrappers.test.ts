import { describe, expect, it } from "vitest";
import { eagerWrappers } from "./eager-wrappers";

// How the bundler wraps a CommonJS library (React DOM here), minified; `p` is its __commonJSMin helper.
const body = `{var n=1;function t(e){return e+n}e.render=t;e.hydrate=(r)=>t(r)}`;
const chunk = `import{W as p}from"./jsx-runtime.js";var re=p((e=>${body}));export{re as t};`;

describe("eagerWrappers", () => {
  it("turns a parenthesised arrow wrapper into a parenthesised function with the same parameters and body", () => {
    expect(eagerWrappers(chunk, 10)).toBe(
      `import{W as p}from"./jsx-runtime.js";var re=p((function(e)${body}));export{re as t};`,
    );
    expect(eagerWrappers(`var m=p(((e,t)=>${body}));`, 10)).toBe(`var m=p((function(e,t)${body}));`);
  });

  it("still runs the same: the rewritten wrapper fills `exports` exactly as before", () => {
    const run = (code: string) => {
      const exports: { render?: (n: number) => number } = {};
      new Function("p", "exports", code)((factory: (e: object) => void) => factory(exports), exports);
      return exports.render?.(2);
    };
    const wrapper = `p((e=>${body}));`;
    expect(run(eagerWrappers(wrapper, 10))).toBe(run(wrapper));
    expect(run(wrapper)).toBe(3);
  });

  it("leaves small wrappers, expression bodies and unparenthesised arrows alone", () => {
    expect(eagerWrappers(chunk)).toBe(chunk);
    expect(eagerWrappers(`var m=p((e=>e.x+1));`, 1)).toBe(`var m=p((e=>e.x+1));`);
    expect(eagerWrappers(`var m=p(e=>${body});`, 10)).toBe(`var m=p(e=>${body});`);
  });

  it("leaves an arrow whose body uses its own `this` or `arguments`, which a function would rebind", () => {
    const usesThis = `var m=p((e=>{e.self=this;var f=()=>arguments;}));`;
    expect(eagerWrappers(usesThis, 10)).toBe(usesThis);
    const nestedFunction = `var m=p((e=>{e.f=function(){return this.x+arguments.length}}));`;
    expect(eagerWrappers(nestedFunction, 10)).toBe(
      `var m=p((function(e){e.f=function(){return this.x+arguments.length}}));`,
    );
  });
});
