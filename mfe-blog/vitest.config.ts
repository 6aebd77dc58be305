import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { componentTests } from '../shared/build/component-tests.ts';

export default defineConfig({ plugins: [react()], test: componentTests() });
