export { ButtonLine, Panel as PushDeviceRoot, PanelHeading, PanelText } from '../../forms/panel';
