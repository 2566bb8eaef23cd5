import { matchPath } from 'react-router-dom';
import { paths } from './paths';

const patterns = Object.values(paths);

/** The screen's pattern ('/admin/day/:date'), never what was typed into the address bar. */
export const routePatternOf = (pathname: string): string =>
  patterns.find((pattern) => matchPath(pattern, pathname)) ?? '/*';
