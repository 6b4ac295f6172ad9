// What other features may use of the finance screens: the export buttons (the report offers the same).
export { ExportButtons } from './export-buttons.tsx';
