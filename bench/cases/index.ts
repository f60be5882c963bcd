/** THE list of benchmarks `npm run bench` runs, in order. Add a case file next to this one and one line here. */
import type { BenchCase } from '../lib';
import { meCase } from './me';
import { peopleCase } from './people';
import { attendanceCase } from './attendance';
import { recruitmentCase } from './recruitment';

export const cases: BenchCase[] = [meCase, peopleCase, attendanceCase, recruitmentCase];
