export { FormStack as EmailChangeFormStack } from '../../forms/formStack';
export { ButtonLine, Panel as EmailChangeRoot, PanelHeading, PanelText } from '../../forms/panel';
