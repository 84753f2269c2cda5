import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: '#047857',
          hover: '#065f46',
          foreground: '#ffffff',
          soft: '#ecfdf5',
        },
      },
    },
  },
} satisfies Config;
