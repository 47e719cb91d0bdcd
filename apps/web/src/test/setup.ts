import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// the web project runs without vitest globals, so Testing Library cannot unmount by itself
afterEach(() => cleanup());
