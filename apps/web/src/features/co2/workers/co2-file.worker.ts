// The CO2 viewer's heavy work off the main thread (a 7-day CO2Pro record at 1 s is ≈ 14 MB and
// 604,800 registers): the saved file's answer parsed and read, and the figures (computeCo2Exposure,
// ≈ 0.1–0.2 s on such a record) for the viewer's options, from the series kept here when it was
// read. Either held the viewer for a long task.
import { answerRequests } from '../../../lib/worker-file-answers';
import { co2Answerer } from '../lib/co2-worker-answer';

answerRequests(co2Answerer(true), (answer) => (answer.kind === 'read' ? answer.read : null));
