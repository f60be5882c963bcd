/** Worker-thread entry of the salaries XLSX (kit/worker.ts runs it): builds the workbook off the gateway's event loop. */
import { serveWorker } from '../../kit/worker';
import { buildSalariesWorkbook } from './xlsx';

serveWorker(buildSalariesWorkbook);
