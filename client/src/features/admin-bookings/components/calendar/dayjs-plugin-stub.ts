/**
 * Stands in for the dayjs plugins react-big-calendar's ESM build imports at its top for
 * dayjsLocalizer. We use dateFnsLocalizer, and those UMD modules cannot be tree-shaken,
 * so vite.config.ts points every 'dayjs/plugin/*' import here.
 */
export default function unusedDayjsPlugin(): void {}
