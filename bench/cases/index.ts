/** THE list of benchmarks `npm run bench` runs, in order. Add a case file next to this one and one line here. */
import type { BenchCase } from '../lib';
import { meCase } from './me';
import { peopleCase } from './people';
import { attendanceCase } from './attendance';
import { screenCases } from './screens';
import { shuffleCase } from './shuffle';
import { headcountCase } from './headcount';
import { homeCase } from './home';
import { payCase } from './pay';
import { assetsCase } from './assets';
import { recruitmentCase } from './recruitment';
import { leaveRequestsLoadCase } from './load';

export const cases: BenchCase[] = [meCase, peopleCase, attendanceCase, shuffleCase, headcountCase, homeCase, payCase, assetsCase, recruitmentCase, ...screenCases, leaveRequestsLoadCase];
