import { z } from './validation';
import { WILAYA_LABELS } from './wilayas';

/** A wilaya field: one of the 'NN - Name' labels of the data file. */
export const wilayaSchema = z.enum(WILAYA_LABELS as [string, ...string[]]);
