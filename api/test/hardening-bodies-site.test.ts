import { describeGeneratedBodies } from './support/generated-bodies.ts';

await describeGeneratedBodies('generated bodies: council, site content, gallery', 'site');
