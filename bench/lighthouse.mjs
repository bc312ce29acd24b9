#!/usr/bin/env node
// Lighthouse on the login, home, find, employee summary, add-flow and claims pages (the target:
// performance and accessibility 100).
// Starts the built product as `npm start` runs it (server + portal, fresh embedded demo database on
// a free port), signs in as the demo administrator, and runs Lighthouse's desktop preset, scores
// printed as a table. Chromium is the system's (CHROME_PATH, default /usr/bin/chromium); nothing is
// downloaded. Scores are printed, never asserted. Needs `npm run build`.
// Usage: node bench/lighthouse.mjs [runs] [--h2]   (runs per page, median printed; default 1)
// --h2 serves the pages through a TLS proxy speaking HTTP/2 (bench/lib/h2-proxy.mjs), as a deployment's
// balancer does; without it the browser talks to the server's own HTTP/1.1, six connections a host.
// LIGHTHOUSE_REPORTS=<folder> also writes each run's full report (JSON) there, to find a cause.
// LIGHTHOUSE_PAGES=<text> measures only the pages whose name contains it (e.g. "coverage").
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { freePort, startProductServer } from "../scripts/lib/product-server.mjs";
import { httpClient, signIn } from "./lib/app.mjs";
import { startH2Proxy } from "./lib/h2-proxy.mjs";

const runs = Math.max(1, Number(process.argv.slice(2).find((a) => /^\d+$/.test(a))) || 1);
const h2 = process.argv.includes("--h2");
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install it (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

let server;
let chrome;
let proxy;
const stop = async () => {
  await chrome?.kill();
  await proxy?.stop();
  await server?.stop();
};

try {
  // Behind the proxy the server knows the proxy's address as its public one (its Host and origin
  // checks, the Secure cookie), as behind a deployment's balancer.
  const proxyPort = h2 ? await freePort() : 0;
  server = await startProductServer(h2 ? { env: { EPR_PUBLIC_URL: `https://127.0.0.1:${proxyPort}` } } : {});
  if (h2) {
    proxy = await startH2Proxy(server.baseURL, proxyPort);
    // The proxy's certificate is a throwaway self-signed one: this process's own calls accept it.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  }
  const base = proxy?.origin ?? server.baseURL;

  // Sign in as a browser would (same-origin POST), keeping the session cookie for every page.
  const client = httpClient(base);
  const cookie = await signIn(client);
  const get = async (path) => {
    const res = await client.request(path, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };

  // Saved enrollments of the demo (seeded after the subscriber step and after plan coverage), so
  // the coverage and review steps open by their address, as a resume or a reload does.
  const list = await get("/api/enrollments?limit=20");
  const saved = list.payload.enrollmentsInProgress.filter((row) => row.status === "SAVED");
  const details = await Promise.all(saved.map((row) => get(`/api/enrollments/${row.id}`)));
  const approved = (e, step) => e.approvedSteps.includes(step);
  const atCoverage = details.find((e) => approved(e, "subscriber") && !approved(e, "coverage"));
  const pastCoverage = details.find((e) => approved(e, "coverage"));
  const add = "/employer/manage-employees/add";
  // An employee of the demo for the summary page: the find page's search by the first group.
  const { session } = await get("/api/session");
  const found = await client.request("/api/employees/search", {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: base },
    body: JSON.stringify({ groupNumber: session?.groups?.[0]?.groupNumber ?? "" }),
  });
  const employee = found.ok ? (await found.json()).employees?.[0] : null;
  const pages = [
    // Signed out: the login page's own first load.
    ["login", "/login", { signedOut: true }],
    ["home", "/employer/home"],
    ["find employee", "/employer/manage-employees/find"],
    employee && ["employee summary", `/employer/manage-employees/find/review?umi=${employee.umi}`],
    ["claims", "/employer/claims"],
    ["enrollment landing", "/employer/manage-employees/enrollment"],
    ["add flow: subscriber (new)", `${add}/subscriber`],
    atCoverage && ["add flow: coverage (saved)", `${add}/coverage?enrollment=${atCoverage.id}`],
    pastCoverage && [
      "add flow: review & submit (saved)",
      `${add}/review-submit?enrollment=${pastCoverage.id}`,
    ],
  ]
    .filter(Boolean)
    .filter(([name]) => name.includes(process.env.LIGHTHOUSE_PAGES ?? ""));
  if (!atCoverage || !pastCoverage) console.log("(The demo has no saved enrollment at coverage or past it.)");
  if (!employee) console.log(`(The employee search answered ${found.status}: no employee summary page.)`);

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      ...(h2 ? ["--ignore-certificate-errors"] : []),
    ],
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [];
  for (const [name, path, { signedOut = false } = {}] of pages) {
    const results = [];
    for (let i = 0, retries = 0; i < runs; i++) {
      const result = await lighthouse(
        `${base}${path}`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          // The session cookie on every request of the page, as after signing in (not on the login page).
          extraHeaders: signedOut ? {} : { cookie },
        },
        desktopConfig,
      );
      const { categories, audits, finalDisplayedUrl, runtimeError, environment } = result.lhr;
      // A trace without its navigation start is Chrome's hiccup on a busy machine, not the page's:
      // that run is measured again (twice at most).
      if (runtimeError?.code === "NO_NAVSTART" && retries++ < 2) {
        i--;
        continue;
      }
      if (runtimeError) throw new Error(`${name}: Lighthouse could not measure: ${runtimeError.message}`);
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const file = `${name.replace(/[^a-z0-9]+/gi, "-")}-${i + 1}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(result.lhr, null, 1));
      }
      // Through the proxy every request of the page must have been HTTP/2, or the run measured
      // something else than it says.
      const protocols = new Set(audits["network-requests"]?.details?.items?.map((r) => r.protocol));
      if (h2 && (protocols.size !== 1 || !protocols.has("h2"))) {
        throw new Error(`${name}: asked over HTTP/2, served over ${[...protocols].join(", ")}`);
      }
      if (!finalDisplayedUrl.includes(path.split("?")[0])) {
        throw new Error(`${name}: Lighthouse ended on ${finalDisplayedUrl}, not ${path}`);
      }
      const failing = Object.values(audits)
        .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
        .map((a) => a.id);
      results.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        fcp: audits["first-contentful-paint"].numericValue,
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        // Lighthouse's measure of this machine's CPU (a fast desktop is about 1500 or more).
        benchmark: environment.benchmarkIndex,
        failing,
      });
    }
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push({
      name,
      path,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      fcp: pick("fcp"),
      lcp: pick("lcp"),
      tbt: pick("tbt"),
      cls: pick("cls"),
      benchmark: pick("benchmark"),
      failing: [...new Set(results.flatMap((r) => r.failing))],
    });
  }

  console.log(
    `\nLighthouse ${createRequire(import.meta.url)("lighthouse/package.json").version} desktop preset (simulated throttling), ${runs} run(s) a page, median, ${h2 ? "HTTP/2 through a TLS proxy" : "the server's HTTP/1.1"}`,
  );
  console.log(
    "| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | CPU index | failed audits |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows) {
    const mark = (score) => (score < 100 ? `${score} (under 100)` : String(score));
    console.log(
      `| ${r.name} | ${mark(r.performance)} | ${mark(r.accessibility)} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.benchmark)} | ${r.failing.join(", ") || "none"} |`,
    );
  }
} finally {
  await stop();
}
