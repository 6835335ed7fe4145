/**
 * Mantine's styles for what the public site draws, and nothing else: the full sheet is 3× larger
 * and every visitor would pay for the admin's date pickers and tables. The layered versions put
 * all of Mantine in `@layer mantine`, so our CSS modules win regardless of load order, and the
 * admin's full sheet (loaded with its screens) cannot override them either. Order follows
 * Mantine's own sheet. A component the public site starts using needs its line here.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Typography.layer.css';

// Every public screen's own styles, in this first sheet too: pages arrive drawn by the server,
// and a screen whose styles came later with its (lazily loaded) script would shift as they did.
import.meta.glob('./public/**/*.module.css', { eager: true });
