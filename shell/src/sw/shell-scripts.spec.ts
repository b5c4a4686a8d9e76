import { shellScriptUrls } from './shell-scripts';

describe("the shell's start-up scripts (cached while the worker installs)", () => {
  it('takes the hashed same-origin scripts index.html runs or preloads, nothing else', () => {
    const html =
      '<head><link rel="preload" href="/remotes.json" as="fetch" crossorigin><script>window.x=1</script>' +
      '<link rel="stylesheet" href="/chowk.css"><link rel="preload" as="script" href="/923.a1731a72.js">' +
      '<link rel="preload" as="script" href="https://cdn.example/1.deadbeef.js"></head>' +
      '<body><script defer="defer" src="/main.b0fd71d5.js"></script><script src="/plain.js"></script></body>';
    expect(shellScriptUrls(html)).toEqual(['/main.b0fd71d5.js', '/923.a1731a72.js']);
  });
});
