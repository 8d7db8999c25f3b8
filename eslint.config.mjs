import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'

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
