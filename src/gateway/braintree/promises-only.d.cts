declare function wrapPromise<T extends (...args: any[]) => unknown>(fn: T): T;
declare namespace wrapPromise {
  function wrapPrototype<T>(target: T): T;
}
export = wrapPromise;
