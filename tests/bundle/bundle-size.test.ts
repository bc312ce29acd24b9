import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  attribute,
  budgets,
  KB,
  measure,
  moduleName,
  overTarget,
  readBuild,
  routeModules,
  routeTable,
  scriptBudgets,
  targets,
} from "../../bench/lib/bundle.mjs";

/**
 * The portal's JavaScript per page against its budgets (docs/benchmarks.md, Size), read from the
 * build that `npm test` makes before every suite (apps/portal/dist): sizes are deterministic for a
 * build, so they are asserted here, not only printed by `npm run bench -- bundle`. Run alone, build
 * the portal first (`npx turbo run build --filter=@epr/portal`).
 */
const m = measure();
const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;

describe("first loads", () => {
  it.each([
    ["login", m.login],
    ["home", m.home],
  ] as const)("%s page: within its budget", (name, page) => {
    expect(page, `no ${name} route in the build`).toBeDefined();
    expect(page?.gzip, `${name}: ${kb(page?.gzip ?? 0)} > ${kb(budgets[name])}`).toBeLessThanOrEqual(
      budgets[name],
    );
  });
});

describe("the home page (docs/benchmarks.md, Home within 120 kB)", () => {
  // The find panel is home's first thing and its only form: a small form of @epr/forms' own, so
  // home's first load carries no react-hook-form (14 kB gzip with its resolver).
  it.each(["react-hook-form", "@hookform/resolvers"])("loads no %s on its first load", (name) => {
    const modules = attribute(m.dist, m.home?.files ?? []).map((a) => a.module);
    expect(modules).toContain("@epr/ui/cards/FindEmployee/FindEmployeeCard.tsx");
    expect(modules).not.toContain(name);
  });
});

describe("the login page, an entry of its own (login.html)", () => {
  const modules = m.login ? attribute(m.dist, m.login.files).map((a) => a.module) : [];
  // The manifest entry as Vite writes it (the bench types only the fields it reads).
  const login = readBuild().manifest["login.html"] as { file: string; isEntry?: boolean } | undefined;

  it("is measured as a visitor gets it: login.html's entry and its imports, not the app's shell", () => {
    expect(login?.isEntry, "no login.html entry in the build").toBe(true);
    expect(m.login?.files[0]).toBe(login?.file);
    expect(m.login?.files).not.toContain(m.shell.files[0]);
  });

  // The sign-in needs no router and no query cache: a full load of the app follows it.
  it.each(["react-router", "@tanstack/query-core", "@tanstack/react-query", "apps/portal/src/router.tsx"])(
    "loads no %s",
    (name) => {
      expect(modules).toContain("preact");
      expect(modules).not.toContain(name);
    },
  );

  // Nor do its code steps when they download: a chunk they share with the app's pages (the profile's
  // authenticator form) is never joined with the app's (apps/portal/chunkJoins.ts),
  // which would bring the app's shell to the login page and run it there.
  it.each(["src/routes/login/VerifyPasscodeStep.tsx", "src/routes/login/AuthenticatorStep.tsx"])(
    "%s loads nothing of the app's shell",
    (key) => {
      const { manifest } = readBuild();
      const loads = new Set<string>();
      const visit = (k: string) => {
        if (loads.has(k)) return;
        loads.add(k);
        for (const dep of manifest[k]?.imports ?? []) visit(dep);
      };
      visit(key);
      expect(manifest[key], `no ${key} in the build`).toBeDefined();
      expect(loads).not.toContain("index.html");
      expect([...loads].map((k) => manifest[k]?.file)).not.toContain(m.shell.files[0]);
    },
  );

  // The code steps come after the password, for administrators with a factor enrolled only.
  it.each([
    "apps/portal/src/routes/login/VerifyPasscodeStep.tsx",
    "apps/portal/src/routes/login/AuthenticatorStep.tsx",
  ])("loads %s only when the sign-in asks for a code", (name) => {
    expect(modules).toContain("apps/portal/src/routes/login/LoginPage.tsx");
    expect(modules).not.toContain(name);
  });
});

describe("the portal's build runs on Preact's compat layer (docs/architecture.md, Runtime)", () => {
  // React DOM was the biggest module of every page (62 kB gzip); the build aliases React to
  // preact/compat (apps/portal/vite.config.ts). The dev server, Storybook and the tests stay on React.
  const react = ["react-dom", "react", "scheduler"];
  it.each([
    ["login", m.login],
    ["home", m.home],
  ] as const)("the %s first load carries preact and no React", (name, page) => {
    expect(page, `no ${name} page in the build`).toBeDefined();
    const modules = attribute(m.dist, page?.files ?? []).map((a) => a.module);
    expect(modules).toContain("preact");
    for (const module of react) expect(modules, `${name} carries ${module}`).not.toContain(module);
  });

  it("no chunk of the build has a module of React, React DOM or the scheduler", () => {
    // The chunks the manifest names (a build restored from a cache may leave older files beside
    // them); a chunk that only re-exports another has no sourcemap.
    const maps = Object.values(readBuild().manifest)
      .map((chunk) => join(m.dist, `${chunk.file}.map`))
      .filter((file) => existsSync(file));
    expect(maps.length).toBeGreaterThan(100);
    const found = maps.flatMap((file) => {
      const { sources } = JSON.parse(readFileSync(file, "utf8")) as { sources: string[] };
      return sources.filter((source) => react.includes(moduleName(source))).map((s) => `${file}: ${s}`);
    });
    expect(found).toEqual([]);
  });
});

describe("the portal parses with zod/mini (docs/architecture.md, Schemas; docs/benchmarks.md, Size)", () => {
  // Classic zod stays in a bundle when any module it loads builds one classic schema, so every
  // schema the browser loads is zod/mini. Named by the chunks' sourcemaps: mini is zod/v4/mini on
  // zod/v4/core, classic zod/v4/classic.
  const sourcesOf = (files: string[]) =>
    files
      .map((file) => join(m.dist, `${file}.map`))
      .filter((file) => existsSync(file))
      .flatMap((file) => (JSON.parse(readFileSync(file, "utf8")) as { sources: string[] }).sources);

  it.each([
    ["login", m.login],
    ["home", m.home],
  ] as const)("the %s first load carries zod/mini", (name, page) => {
    expect(page, `no ${name} page in the build`).toBeDefined();
    expect(sourcesOf(page?.files ?? []).some((source) => source.includes("node_modules/zod/v4/mini/"))).toBe(
      true,
    );
  });

  it("no chunk of the build has a module of classic zod", () => {
    const files = Object.values(readBuild().manifest).map((chunk) => chunk.file);
    const classic = sourcesOf(files).filter((source) => source.includes("node_modules/zod/v4/classic/"));
    expect(classic).toEqual([]);
  });
});

describe("routes and pages", () => {
  it("finds every lazy route of router.tsx in the build", () => {
    expect(m.routes.length).toBeGreaterThan(60);
    expect(m.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/employer/home", "/employer/manage-employees/find"]),
    );
  });

  it.each(m.routes.map((r) => [r.path, r] as const))("route %s: within the route budget", (_, r) => {
    expect(r.total, `${r.key}: ${kb(r.total)}`).toBeLessThanOrEqual(budgets.route);
  });

  it.each(m.routes.map((r) => [r.path, r] as const))("page %s: within the page budget", (_, r) => {
    expect(r.page.gzip, `${r.key}: ${kb(r.page.gzip)}`).toBeLessThanOrEqual(budgets.page);
  });

  it.each(["route", "page"] as const)("no more %ss over their target than today", (kind) => {
    const over = m.routes.filter((r) => (kind === "route" ? r.total : r.page.gzip) > targets[kind]);
    expect(over.length).toBeLessThanOrEqual(overTarget[kind]);
  });

  it.each(m.pieces.map((p) => [p.key, p] as const))("on-demand piece %s: within its budget", (_, p) => {
    expect(p.total).toBeLessThanOrEqual(budgets.piece);
  });
});

describe("scripts a page loads (docs/benchmarks.md, Fewer scripts a page)", () => {
  // Over HTTP/1.1 every six scripts cost a page a round trip: the build joins the small shared
  // chunks that pages load together (apps/portal/chunkJoins.ts).
  it.each(m.routes.map((r) => [r.path, r] as const))("page %s: within the scripts budget", (_, r) => {
    expect(r.page.scripts, `${r.key}: ${r.page.scripts} scripts`).toBeLessThanOrEqual(scriptBudgets.page);
  });

  it.each(Object.entries(scriptBudgets.pages))("%s: at most %i scripts", (path, budget) => {
    const page = m.routes.find((r) => r.path === path)?.page;
    expect(page, `no page ${path}`).toBeDefined();
    expect(page?.scripts).toBeLessThanOrEqual(budget);
  });

  it("the login page: at most its budget", () => {
    expect(m.login?.scripts).toBeLessThanOrEqual(scriptBudgets.login);
  });

  // A chunk's modules run when it loads: in a cycle of chunks one would run before what it imports
  // (mergeChunks joins no two chunks that would make one).
  it("no chunk imports itself through others", () => {
    const { manifest } = readBuild();
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (key: string, path: string[]) => {
      if (done.has(key)) return;
      if (path.includes(key)) {
        cycles.push([...path.slice(path.indexOf(key)), key].join(" → "));
        return;
      }
      for (const dep of manifest[key]?.imports ?? []) visit(dep, [...path, key]);
      done.add(key);
    };
    for (const key of Object.keys(manifest)) visit(key, []);
    expect(cycles).toEqual([]);
  });
});

describe("what every page loads is in the shell (docs/benchmarks.md, Size: Routes and pages)", () => {
  // A chunk that every page downloads costs no page a byte in the shell (apps/portal/vite.config.ts
  // codeSplitting groups), and outside it counts in every route that imports it.
  it("no chunk outside the shell comes with every page", () => {
    const everyPage = (m.routes[0]?.page.files ?? []).filter(
      (f) => !m.shell.files.includes(f) && m.routes.every((r) => r.page.files.includes(f)),
    );
    const modules = everyPage.map((f) => `${f}: ${attribute(m.dist, [f]).map((a) => a.module)}`);
    expect(modules).toEqual([]);
  });

  // [module]: what the sign-in, the brand band and the class merging of every page bring.
  it.each([
    "tailwind-merge",
    "@epr/brand-themes/registry.ts",
    "@epr/contract/sign-in-client.ts",
    "@epr/ui/primitives/Button/Button.tsx",
  ])("%s comes with the shell", (module) => {
    expect(attribute(m.dist, m.shell.files).map((a) => a.module)).toContain(module);
  });
});

describe("what a route loads on demand stays out of its chunks (docs/benchmarks.md, Size)", () => {
  // [route, module it must not carry]: the piece downloads when the page first shows it.
  it.each([
    // The profile's group access table comes after the card's first paint.
    ["/employer/profile", "@tanstack/table-core"],
    ["/profile", "@tanstack/table-core"],
    // The provider directory's results table comes with the first search.
    ["/employer/manage-employees/add/provider-directory", "@tanstack/table-core"],
    ["/employer/manage-employees/find/provider-directory", "@tanstack/table-core"],
    ["/employer/assist-employees/change-pcp/provider-directory", "@tanstack/table-core"],
    // The coverage steps' cards download beside the plans (apps/portal/src/lib/lazyCards.tsx).
    ["/employer/manage-employees/add/coverage", "@epr/ui/cards/PlanCoverage/PlanCoverageCard.tsx"],
    ["/employer/manage-employees/add/coverage", "@epr/ui/cards/Provider/ProviderCard.tsx"],
    ["/employer/manage-employees/add/coverage", "@epr/ui/cards/Tobacco/TobaccoCard.tsx"],
    ["/employer/manage-employees/add/coverage", "@epr/ui/cards/ReportCodes/ReportCodesCard.tsx"],
    ["/employer/manage-employees/find/add-coverage", "@epr/ui/cards/PlanCoverage/PlanCoverageCard.tsx"],
  ])("%s carries no %s", (path, module) => {
    const found = routeModules(m, path);
    expect(found, `no route ${path}`).toBeDefined();
    expect(found?.modules.map((a) => a.module)).not.toContain(module);
  });
});

describe("what a page's first paint does not need stays out of the page (docs/benchmarks.md, Size)", () => {
  // [page, module it must not carry], counting the layouts above the route: the add flow's leave
  // guard and Copy to Others download when first opened (apps/portal/src/lib/lazyModals.tsx); with
  // them every step's page carried the Radix dialog (the subscriber step was 208.7 kB).
  const steps = ["subscriber", "other-insurance", "medicare", "mnloa", "major-medical", "review-submit"];
  it.each(
    steps.flatMap((step) =>
      ["@radix-ui/react-dialog", "@epr/ui/modals/UnsavedChanges/UnsavedChanges.tsx"].map(
        (module) => [`/employer/manage-employees/add/${step}`, module] as const,
      ),
    ),
  )("%s carries no %s", (path, module) => {
    const page = m.routes.find((r) => r.path === path)?.page;
    expect(page, `no page ${path}`).toBeDefined();
    expect(attribute(m.dist, page?.files ?? []).map((a) => a.module)).not.toContain(module);
  });

  it("the other insurance step carries no Copy to Others modal", () => {
    const page = m.routes.find((r) => r.path === "/employer/manage-employees/add/other-insurance")?.page;
    expect(attribute(m.dist, page?.files ?? []).map((a) => a.module)).not.toContain(
      "@epr/ui/modals/CopyToOthers/CopyToOthers.tsx",
    );
  });
});

describe("routeTable (reads router.tsx's URLs and layouts)", () => {
  const source = `
const htmlToo = (path, lazy) => [{ path, lazy }];
const assistEmployeesPages: [string, unknown][] = [
  ["", () => import("./routes/a/IndexPage.js")],
  ["docs", () => import("./routes/a/DocsPage.js")],
];
const assistEmployeesRoutes = assistEmployeesPages.map(() => ({}));
export const routes = [
  { path: "/login", lazy: () => import("./routes/login/LoginPage.js") },
  {
    path: "/employer",
    lazy: () => import("./routes/layout/EmployerLayout.js"),
    children: [
      { path: "home", lazy: () => import("./routes/home/HomePage.js") },
      {
        lazy: () => import("./routes/edit/EditLayout.js"),
        children: [{ path: "find/review", lazy: () => import("./routes/edit/ReviewPage.js") }],
      },
      { path: "assist", children: assistEmployeesRoutes },
      ...htmlToo("group-list", () => import("./routes/groups/GroupListPage.js")),
    ],
  },
];`;
  const table = routeTable(source);
  it.each([
    ["src/routes/login/LoginPage.tsx", "/login", []],
    ["src/routes/layout/EmployerLayout.tsx", "/employer", []],
    ["src/routes/home/HomePage.tsx", "/employer/home", ["src/routes/layout/EmployerLayout.tsx"]],
    [
      "src/routes/edit/ReviewPage.tsx",
      "/employer/find/review",
      ["src/routes/layout/EmployerLayout.tsx", "src/routes/edit/EditLayout.tsx"],
    ],
    [
      "src/routes/edit/EditLayout.tsx",
      "/employer (pathless layout)",
      ["src/routes/layout/EmployerLayout.tsx"],
    ],
    ["src/routes/a/IndexPage.tsx", "/employer/assist", ["src/routes/layout/EmployerLayout.tsx"]],
    ["src/routes/a/DocsPage.tsx", "/employer/assist/docs", ["src/routes/layout/EmployerLayout.tsx"]],
    ["src/routes/groups/GroupListPage.tsx", "/employer/group-list", ["src/routes/layout/EmployerLayout.tsx"]],
  ])("%s → %s", (key, path, layouts) => {
    expect(table.get(key)).toEqual({ path, layouts });
  });

  it.each([
    ["../../node_modules/react-dom/cjs/react-dom-client.production.js", "react-dom"],
    ["../../node_modules/@tanstack/query-core/build/modern/query.js", "@tanstack/query-core"],
    ["../../packages/forms/src/login/login.ts", "@epr/forms/login/login.ts"],
    ["../../src/router.tsx", "apps/portal/src/router.tsx"],
  ])("moduleName(%s) → %s", (source, name) => {
    expect(moduleName(source)).toBe(name);
  });
});

describe("no page loads the whole API client (docs/benchmarks.md, Size)", () => {
  // Every page calls through its feature's client (`featureApi` with the contract's call groups):
  // the whole client (`createApiClient`, @epr/contract client.ts) would bring every call's answer
  // schemas to any page that imports it.
  it.each(m.routes.map((r) => [r.path, r] as const))("page %s carries no @epr/contract/client.ts", (_, r) => {
    expect(attribute(m.dist, r.page.files).map((a) => a.module)).not.toContain("@epr/contract/client.ts");
  });

  it("nor does the login page", () => {
    expect(m.login ? attribute(m.dist, m.login.files).map((a) => a.module) : []).not.toContain(
      "@epr/contract/client.ts",
    );
  });
});

describe("on-demand pieces are measured against the pages that open them", () => {
  // A layout is never a page alone: a piece its chunk imports opens on the pages below it, which
  // already load what they share with it. Counted against the layout, the piece looked 10–15 kB
  // bigger than on any page (the reinstate and copy modals under the edit layout).
  const dir = mkdtempSync(join(tmpdir(), "bundle-pieces-"));
  const files = { "shell.js": 10, "layout.js": 10, "review.js": 10, "shared.js": 4000, "piece.js": 500 };
  mkdirSync(join(dir, "assets"));
  for (const [file, bytes] of Object.entries(files))
    writeFileSync(join(dir, "assets", file), randomBytes(bytes).toString("hex"));
  const manifest = {
    "index.html": { file: "assets/shell.js", isEntry: true },
    "src/routes/edit/EditLayout.tsx": {
      file: "assets/layout.js",
      isDynamicEntry: true,
      dynamicImports: ["src/piece.tsx"],
    },
    "src/routes/edit/ReviewPage.tsx": {
      file: "assets/review.js",
      isDynamicEntry: true,
      imports: ["_shared.js"],
    },
    "_shared.js": { file: "assets/shared.js" },
    "src/piece.tsx": { file: "assets/piece.js", isDynamicEntry: true, imports: ["_shared.js"] },
  };
  const routerSource = `export const routes = [{
    path: "/employer",
    children: [{
      lazy: () => import("./routes/edit/EditLayout.js"),
      children: [{ path: "find/review", lazy: () => import("./routes/edit/ReviewPage.js") }],
    }],
  }];`;
  const built = measure({ dist: dir, manifest, routerSource });

  it("counts the piece against the page below the layout, which already has the shared chunk", () => {
    const piece = built.pieces.find((p) => p.key === "src/piece.tsx");
    expect(piece?.route).toBe("/employer/find/review");
    expect(piece?.total).toBe(built.size("assets/piece.js").gzip);
  });
});
