import { TourDialog, type Tour } from '../../components/tour-dialog';
import { WELCOME_TOUR, tourButtons, TOUR_BUTTONS } from './welcome-tour-steps';

const WELCOME: Tour = {
  id: 'tour',
  steps: WELCOME_TOUR,
  buttons: tourButtons,
  labels: { skip: TOUR_BUTTONS.skip, previous: TOUR_BUTTONS.previous },
};

interface Props {
  /** the step shown; null once the tour is closed (the dialog then fades out) */
  index: number | null;
  onStep: (index: number) => void;
  onClose: () => void;
}

/** The tour's dialog: a step's title and text, 'Paso n de 8' and its buttons (a lazy chunk of the shell). */
export default function WelcomeTourDialog({ index, onStep, onClose }: Props) {
  return <TourDialog tour={WELCOME} index={index} onStep={onStep} onClose={onClose} />;
}
