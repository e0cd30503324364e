import { barrelOf, namesImported } from './vite/first-paint-chunks.ts';
const idx='/work/wt/perf/packages/design-system/src/index.ts';
const b=barrelOf(idx); console.log(b?.packageName, b?.sources.size, b?.sources.get('Stack'), b?.sources.get('Button'));
console.log(namesImported('/work/wt/perf/apps/web/src/features/auth/routes/login-page.tsx', idx, b!));
const ic='/work/wt/perf/packages/design-system/src/components/icons/icons.tsx';
const bi=barrelOf(ic); console.log(bi?.packageName, bi?.sources.size);
console.log(namesImported('/work/wt/perf/packages/design-system/src/components/Banner/Banner.tsx', ic, bi!));
