// The CO2 viewer's heavy work off the main thread (a 7-day CO2Pro record at 1 s is ≈ 14 MB and
// 604,800 registers): the saved file's answer parsed and read, and the figures (computeCo2Exposure,
// ≈ 0.1–0.2 s on such a record) for the viewer's options. Either held the viewer for a long task.
import { answerRequests } from '../../../lib/worker-file-answers';
import { answerCo2 } from '../lib/co2-worker-answer';

answerRequests(answerCo2, (answer) => (answer.kind === 'read' ? answer.read : null));
