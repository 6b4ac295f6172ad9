import { initCopy } from './clipboard.ts';
import { initListReturn } from './list-return.ts';
import { initNav } from './nav.ts';
import { initReveal } from './reveal.ts';
import { initShare } from './share.ts';

initNav();
initReveal();
initShare();
initCopy();
initListReturn();
