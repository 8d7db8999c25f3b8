import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import {
  EMULATOR_TEST_SETUP,
  INTL_MESSAGE,
  ONE_LAZY_STYLE,
  ONE_WAY_IN,
  TEST_FILES,
  emulatorLayerZones,
  emulatorZone,
  placementZones,
  studioZones,
} from './lint/zones.mjs'

// The fences and their messages are data, read from the folders at lint time: lint/zones.mjs
// (docs/architecture.md, "The layers").
// eslint-config-next already registers the jsx-a11y plugin; add its full recommended rule set.
const config = [
  ...nextVitals,
  ...nextTs,
  { rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': [
        'error',
        { zones: [...studioZones, ...placementZones, ...emulatorLayerZones, emulatorZone([])] },
      ],
    },
  },
  // Each of ONE_WAY_IN is reached through its one file of the studio's, never directly.
  {
    files: ['app/**', 'components/**', 'features/**'],
    ignores: ONE_WAY_IN.map((gate) => gate.file),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...ONE_WAY_IN.map((gate) => gate.path), ONE_LAZY_STYLE] },
      ],
    },
  },
  ...ONE_WAY_IN.map((gate) => ({
    files: [gate.file],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...ONE_WAY_IN.filter((other) => other !== gate).map((other) => other.path),
            ONE_LAZY_STYLE,
          ],
        },
      ],
    },
  })),
  // What a page writes at load is written out in lib/format.ts: the first Intl formatter a page
  // builds costs 50 to 140 ms on a phone's CPU. The languages' names are Intl's own (Dub only).
  {
    files: ['app/**', 'components/**', 'features/**', 'lib/**'],
    ignores: [...TEST_FILES, 'lib/server/**', 'lib/media/languages.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map(
          (property) => ({
            property,
            message: INTL_MESSAGE,
          }),
        ),
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...studioZones,
            ...placementZones,
            ...emulatorLayerZones,
            emulatorZone([EMULATOR_TEST_SETUP]),
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
]

export default config
