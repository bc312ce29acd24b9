// Debian's Chromium and the flags that keep it quiet on this closed network (TOOLCHAIN.md), in
// one place for every browser suite: e2e, stories, visual and consumer.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
