/** The alignment choices of sections and slider items: LEFT, RIGHT, CENTER. */
import { ALIGNMENTS, type Alignment } from '@chamber/contracts';

const LABELS: Record<Alignment, string> = { LEFT: 'Left', CENTER: 'Center', RIGHT: 'Right' };

export const ALIGNMENT_OPTIONS = ALIGNMENTS.map((value) => ({ value, label: LABELS[value] }));
export const alignmentLabel = (value: Alignment) => LABELS[value];
