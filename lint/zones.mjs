import { readdirSync } from 'node:fs'

// Imports flow one way: lib/api <- lib/* <- components <- features <- app. lib/ is the platform
// (contract, server, HTTP, sessions, jobs, queries shared by several features), components/ the
// shared UI, features/<f>/ one feature each (its UI at the root, its pure rules in model/, its
// queries and hooks in api/). The emulator is a separate service that shares only the contract
// (lib/api); the rest of the repo reaches it over HTTP, through its entry point (emulator/main.ts,
// started as a process by scripts/ and bench/) or, in tests, through its one test set-up module.
// Zones are matched against resolved paths, so `@/…` and `../…` count. Folders are read at lint
// time, so a new feature or a new lib/ folder is fenced the moment it exists (docs/architecture.md).
const STUDIO = ['components', 'features', 'app', 'pages']
const OUTSIDE_EMULATOR = [
  'lib',
  'components',
  'features',
  'app',
  'pages',
  'e2e',
  'scripts',
  'bench',
  '*.ts',
]
export const EMULATOR_TEST_SETUP = './test/harness.ts'
const foldersOf = (parent) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
// Every folder of lib/ that is not the server side.
const LIB_OUTSIDE_SERVER = foldersOf('lib')
  .filter((name) => name !== 'server')
  .map((name) => `lib/${name}`)
const FEATURES = foldersOf('features')
const SHARED_JOB_RULES = [
  './paid-start.ts',
  './pacing.ts',
  './poll-plan.ts',
  './reconcile-submissions.ts',
]
// Shared UI: what more than one feature shows. The shell is the studio's frame: it places
// features (the top bar's badges, the palette, the account's sync) like a route places a page.
const SHARED_COMPONENTS = {
  ui: 'components/ui/ holds primitives (button, field, dialog, keyboard shortcuts): no feature UI.',
  forms: 'components/forms/ holds the submit hook and the pieces every form shares.',
  media:
    'components/media/ holds what several features show of media: sources, previews, players, next steps.',
  jobs: "components/jobs/ is the one job system (watcher, tray, status badges) every feature's jobs go through.",
  workspace:
    "components/workspace/ shows the studio's own workspace (its sync state) wherever a feature keeps something in it.",
  'prompt-history':
    'components/prompt-history/ holds the prompt history and presets every form with a prompt offers.',
}
const FRAME = 'components/shell'
const sharedExcept = Object.keys(SHARED_COMPONENTS).map((name) => `./${name}`)
const featureZones = FEATURES.flatMap((feature) => [
  {
    target: `features/${feature}`,
    from: 'features',
    except: [`./${feature}`],
    message: `features/${feature}/ is one feature: it imports itself and the shared folders (components/, lib/), never another feature. Move what several features need into lib/ or components/.`,
  },
  {
    target: `features/${feature}/model`,
    from: [`features/${feature}`, 'components', 'lib/queries', 'lib/server'],
    except: ['./model'],
    message: `features/${feature}/model/ holds the feature's pure rules: it imports no UI, no query hook (api/) and no server code.`,
  },
])
export const placementZones = [
  ...featureZones,
  {
    target: [
      'components/*.tsx',
      ...foldersOf('components')
        .filter((name) => `components/${name}` !== FRAME)
        .map((name) => `components/${name}`),
    ],
    from: 'features',
    message:
      'components/ is shared UI: it never imports a feature (only the frame, components/shell, and app/ place features).',
  },
  ...Object.entries(SHARED_COMPONENTS).map(([name, purpose]) => ({
    target: `components/${name}`,
    from: 'components',
    except: sharedExcept,
    message: `${purpose} It imports only shared folders, never the frame.`,
  })),
]
export const studioZones = [
  {
    target: 'lib/api',
    from: 'lib',
    except: ['./api'],
    message: 'lib/api is the contract: it imports nothing of the studio.',
  },
  {
    target: 'lib/api',
    from: STUDIO,
    message: 'lib/api is the contract: it imports nothing of the studio.',
  },
  {
    target: 'lib',
    from: STUDIO,
    message: 'lib/ is the platform: it does not import components, features or routes.',
  },
  {
    target: ['components', 'features'],
    from: ['app', 'pages'],
    message: 'components and features do not import app routes.',
  },
  {
    target: 'emulator',
    from: 'lib',
    except: ['./api'],
    message: 'The emulator shares only the contract (lib/api) with the studio.',
  },
  {
    target: 'emulator',
    from: [...STUDIO, 'e2e', 'scripts', 'bench'],
    message: 'The emulator shares only the contract (lib/api) with the studio.',
  },
  // Layers inside lib/: api <- http, config, session <- errors, catalog <- forms, media, jobs
  // <- queries (React Query hooks). lib/server is the studio's server side.
  {
    target: ['lib/http', 'lib/config', 'lib/session'],
    from: 'lib',
    except: ['./api', './studio-api', './http', './config', './session'],
    message:
      "lib/http, lib/config and lib/session sit right above the contracts (lib/api and the studio routes' lib/studio-api) only.",
  },
  {
    target: ['lib/errors', 'lib/catalog'],
    from: ['lib/forms', 'lib/media', 'lib/jobs', 'lib/queries', 'lib/server'],
    message: 'lib/errors and lib/catalog sit below the other folders of lib/.',
  },
  {
    target: ['lib/forms', 'lib/media', 'lib/jobs'],
    from: ['lib/queries', 'lib/server'],
    message: 'Pure lib/ folders do not import the query hooks (lib/queries) or the server side.',
  },
  {
    target: 'lib/queries',
    from: 'lib/server',
    message: 'lib/queries runs in the browser; lib/server is server-only.',
  },
  {
    target: 'lib/server',
    from: ['lib/queries', 'lib/forms', 'lib/media', 'lib/catalog'],
    message: 'lib/server (proxy, session) depends only on the contract, config and session.',
  },
  // The paid-start rule and the pacing under the service's limits are one rule for the browser
  // and for the run driver on the server (lib/server/runs): the pure modules of lib/jobs that hold
  // them are shared, the rest of lib/jobs (stores, hooks) stays in the browser.
  {
    target: 'lib/server',
    from: 'lib/jobs',
    except: [...SHARED_JOB_RULES],
    message:
      'lib/server shares only the pure rules of lib/jobs (the paid-start rule, pacing, reconciling, the poll plan).',
  },
  // The studio's own routes (its workspace) have a contract of their own beside the service's.
  {
    target: 'lib/studio-api',
    from: 'lib',
    except: ['./api', './studio-api'],
    message: "lib/studio-api is the studio routes' contract: it imports only lib/api.",
  },
  {
    target: [...LIB_OUTSIDE_SERVER, 'components', 'features'],
    from: 'lib/server/workspace',
    message:
      "The browser imports the studio routes' schemas (lib/studio-api), never the server's workspace store.",
  },
]
// The emulator's own layers, lowest first: each folder imports only folders below it, so no
// folder loops (seeding builds jobs the way the routes plan them; the store knows neither).
const EMULATOR_LAYERS = [
  ['store', "the emulator's state"],
  ['jobs', 'jobs, their engine and renderers'],
  ['library', 'the asset library'],
  ['routes', 'the HTTP routes'],
  ['seed', 'the demo data a first start seeds'],
]
export const emulatorLayerZones = EMULATOR_LAYERS.slice(0, -1).map(([name, what], index) => {
  const above = EMULATOR_LAYERS.slice(index + 1).map(([upper]) => upper)
  return {
    target: `emulator/${name}`,
    from: above.map((upper) => `emulator/${upper}`),
    message: `emulator/${name}/ (${what}) sits below ${above.join(', ')}: it never imports them.`,
  }
})
export const emulatorZone = (except) => ({
  target: OUTSIDE_EMULATOR,
  from: 'emulator',
  except,
  message: except.length
    ? `Outside emulator/, only tests may use the emulator, and only through emulator/${EMULATOR_TEST_SETUP.slice(2)} (over HTTP).`
    : 'Only tests may use the emulator (through emulator/test/harness.ts); the studio reaches it over HTTP.',
})
export const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx']
export const INTL_MESSAGE =
  "Write it with lib/format.ts (formatCount, formatDate, formatDateTime, timeInWords) or sort with lib/compare.ts (byWords, byCodeUnits): Intl's first formatter or collator on a page costs 40 to 140 ms on a phone (docs/architecture.md)."

/** What the studio reaches through one file of its own (`file`), never directly, and why. */
export const ONE_WAY_IN = [
  {
    // One link for the studio: it prefetches a page on intent, never because it scrolled into view.
    file: 'components/ui/link.tsx',
    path: {
      name: 'next/link',
      message:
        "Use `Link` from '@/components/ui/link': it prefetches on intent, not at load (docs/architecture.md).",
    },
  },
  {
    // A page's served reads reach the browser only for the account of its frame.
    file: 'components/shell/served-reads.tsx',
    path: {
      name: '@tanstack/react-query',
      importNames: ['HydrationBoundary'],
      message:
        "Hand a page's served reads over with `ServedReads` ('@/components/shell/served-reads'): it refuses another account's (docs/decisions.md §D30).",
    },
  },
]

/** One lazy-load style: `next/dynamic` (it keeps the served HTML and the chunk's preload). */
export const ONE_LAZY_STYLE = {
  name: 'react',
  importNames: ['lazy'],
  message:
    "Load a component's code on demand with `next/dynamic`, the studio's one lazy-load style (docs/architecture.md).",
}
