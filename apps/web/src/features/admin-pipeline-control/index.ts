export { PipelineControlScreen } from './pipeline-control-screen';
