import { storybookProject } from './vitestProject';

// `npx vitest run --project storybook`: every story, light theme (unless a story picks dark).
export default storybookProject({ name: 'storybook', theme: 'light' });
